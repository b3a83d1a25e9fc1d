/**
 * The data of /certificate/{code}: what a certificate with this verification code states (the code and this
 * address are printed on the PDF), for an employer or anyone checking it; no login needed.
 */
import { Trans, useLingui } from '@lingui/react/macro'
import { useLocale } from '../../../shared/i18n/use-locale'
import { formatDate, formatDuration } from '../../../shared/lib/format'
import { Icon } from '../../../shared/ui/icon'
import { ResourceView } from '../../../shared/ui/resource-view'
import { isUnknownCode, useCertificateCheck } from '../actors'

/** The check itself: its own chunk (resource machine, learning actors) once the page shell is up. */
export function CertificateCheckView({ code }: { code: string }) {
  const { t } = useLingui()
  const locale = useLocale()
  const check = useCertificateCheck(code)
  const unknown = check.view.canRetry && isUnknownCode(check.view.error)

  return (
    <>
      {unknown ? (
        <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-6 text-red-900">
          <p className="flex items-center gap-2 text-lg font-semibold">
            <Icon type="close" size="md" />
            <Trans>Nessun attestato ha questo codice di verifica.</Trans>
          </p>
          <p className="mt-2 text-sm">
            <Trans>Controlla di averlo copiato per intero: sono 12 caratteri, lettere e cifre.</Trans>
          </p>
        </div>
      ) : (
        <ResourceView resource={check} label={t`Verifica dell'attestato`}>
          {(certificate) => (
            <div className="rounded-xl border border-green-200 bg-green-50 p-6">
              <p className="flex items-center gap-2 text-lg font-semibold text-green-900">
                <Icon type="check" size="md" />
                <Trans>Attestato valido, rilasciato da Aula.</Trans>
              </p>
              <dl className="mt-4 grid gap-3 text-slate-900 sm:grid-cols-2">
                <div>
                  <dt className="text-sm text-slate-600">
                    <Trans>Rilasciato a</Trans>
                  </dt>
                  <dd className="font-semibold">{certificate.learner_name}</dd>
                </div>
                <div>
                  <dt className="text-sm text-slate-600">
                    <Trans>Corso</Trans>
                  </dt>
                  <dd className="font-semibold">{certificate.course_title}</dd>
                </div>
                <div>
                  <dt className="text-sm text-slate-600">
                    <Trans>Formatore</Trans>
                  </dt>
                  <dd>{certificate.trainer_name}</dd>
                </div>
                <div>
                  <dt className="text-sm text-slate-600">
                    <Trans>Durata</Trans>
                  </dt>
                  <dd>
                    {formatDuration(
                      certificate.duration_seconds > 0
                        ? certificate.duration_seconds
                        : certificate.hours * 3600,
                    )}
                  </dd>
                </div>
                <div>
                  <dt className="text-sm text-slate-600">
                    <Trans>Data di rilascio</Trans>
                  </dt>
                  <dd>{formatDate(certificate.issued_at, locale)}</dd>
                </div>
              </dl>
            </div>
          )}
        </ResourceView>
      )}
    </>
  )
}
