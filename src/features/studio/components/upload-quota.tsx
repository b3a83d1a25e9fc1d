/**
 * How much room the trainer's videos have (issue 32): the videos kept and the unfinished uploads,
 * each against its quota, and the largest one upload may be — the figures the server's 413 speaks
 * of, shown where the uploads start. Reloads when `version` changes (an upload started, finished
 * or was replaced). The figures load through the resource machine (studio/actors.ts).
 */
import { Trans, useLingui } from '@lingui/react/macro'
import { useId } from 'react'
import { LOCALE_TAGS, type Locale } from '../../../../contracts/core/constants'
import { useLocale } from '../../../shared/i18n/use-locale'
import { useUploadQuota } from '../actors'

/** Bytes in GB (MB below one), in the page's language: "2,5 GB". */
export function formatBytes(bytes: number, locale: Locale): string {
  const format = (value: number, digits: number) =>
    new Intl.NumberFormat(LOCALE_TAGS[locale], { maximumFractionDigits: digits }).format(value)
  const gb = bytes / 1024 ** 3
  if (gb >= 1) return `${format(gb, 1)} GB`
  return `${format(bytes / 1024 ** 2, bytes < 10 * 1024 ** 2 ? 1 : 0)} MB`
}

function Gauge({ label, used, quota }: { label: string; used: number; quota: number }) {
  const id = useId()
  const locale = useLocale()
  const full = used >= quota
  const usedText = formatBytes(used, locale)
  const quotaText = formatBytes(quota, locale)
  return (
    <div className="space-y-1">
      <div className="flex flex-wrap justify-between gap-2 text-sm">
        <span id={id} className="text-slate-700">
          {label}
        </span>
        <span className={full ? 'font-semibold text-red-800' : 'text-slate-900'}>
          <Trans>
            {usedText} su {quotaText}
          </Trans>
        </span>
      </div>
      <meter aria-labelledby={id} min={0} max={quota} value={Math.min(used, quota)} className="h-2 w-full" />
    </div>
  )
}

export function UploadQuotaSummary({ version }: { version: string }) {
  const { t } = useLingui()
  const locale = useLocale()
  const quota = useUploadQuota(version)
  const data = quota.data
  if (!data) return null
  const maxText = formatBytes(data.max_upload_bytes, locale)
  return (
    <section aria-label={t`Spazio per i video`} className="space-y-3 rounded-lg border border-slate-200 p-4">
      <h3 className="text-sm font-semibold text-slate-900">
        <Trans>Spazio per i video</Trans>
      </h3>
      <Gauge
        label={t`Video conservati e caricamenti in corso`}
        used={data.stored_bytes + data.pending_bytes}
        quota={data.stored_quota_bytes}
      />
      <Gauge label={t`Caricamenti non finiti`} used={data.pending_bytes} quota={data.pending_quota_bytes} />
      <p className="text-xs text-slate-700">
        <Trans>Un video può pesare al massimo {maxText}; i caricamenti non finiti scadono dopo 24 ore.</Trans>
      </p>
    </section>
  )
}
