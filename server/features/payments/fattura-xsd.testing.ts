/**
 * Test support: validates a FatturaPA document against the published XSD (fattura-schema/) with
 * xmllint, offline. The schema imports the XML-signature schema from w3.org for the optional
 * ds:Signature only; that import and reference are dropped from a copy, the rest is checked as
 * published.
 */
import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const SCHEMA = fileURLToPath(
  new URL('./fattura-schema/Schema_del_file_xml_FatturaPA_v1.2.1.xsd', import.meta.url),
)

let offlineSchema: string | null = null

function schemaPath(): string {
  if (offlineSchema) return offlineSchema
  const text = readFileSync(SCHEMA, 'utf8')
    .replace(/<xs:import namespace="http:\/\/www\.w3\.org\/2000\/09\/xmldsig#"[^>]*\/>/, '')
    .replace(/<xs:element ref="ds:Signature"[^>]*\/>/, '')
  if (text.includes('ds:Signature') || text.includes('xmldsig-core-schema.xsd'))
    throw new Error('the FatturaPA schema changed: its signature import was not found')
  const dir = mkdtempSync(path.join(tmpdir(), 'fatturapa-xsd-'))
  offlineSchema = path.join(dir, 'FatturaPA_v1.2.1.xsd')
  writeFileSync(offlineSchema, text)
  return offlineSchema
}

/** xmllint's verdict on the document: ok, or the schema's errors as it printed them. */
export function validateAgainstXsd(xml: string): { ok: boolean; errors: string } {
  const dir = mkdtempSync(path.join(tmpdir(), 'fatturapa-doc-'))
  const file = path.join(dir, 'document.xml')
  writeFileSync(file, xml)
  try {
    execFileSync('xmllint', ['--noout', '--nonet', '--schema', schemaPath(), file], {
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    return { ok: true, errors: '' }
  } catch (error) {
    const stderr = (error as { stderr?: Buffer }).stderr?.toString() ?? String(error)
    return { ok: false, errors: stderr }
  }
}
