import { Trans } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { Icon, type IconName } from '../../../shared/ui/icon'
import { RouteLink, useQueryParams, type PageProps } from '../../../shared/lib/routing'

function Choice({
  name,
  icon,
  title,
  text,
}: {
  name: string
  icon: IconName
  title: ReactNode
  text: ReactNode
}) {
  // an invitation code travels on to the form
  const ref = useQueryParams().get('ref')
  return (
    <li>
      <RouteLink
        name={name}
        query={{ ref }}
        className="flex h-full items-start gap-4 rounded-xl border border-slate-200 p-5 text-slate-900 no-underline hover:border-brand-700 hover:bg-brand-50"
      >
        <Icon type={icon} className="mt-0.5 text-brand-700" />
        <span>
          <span className="block font-semibold">{title}</span>
          <span className="mt-1 block text-sm text-slate-700">{text}</span>
        </span>
      </RouteLink>
    </li>
  )
}

export function RegisterPage({ title }: PageProps) {
  return (
    <div className="mx-auto max-w-xl">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900">{title}</h1>
      <p className="mt-2 text-sm text-slate-700">
        <Trans>Come vuoi usare Aula?</Trans>
      </p>
      <ul className="mt-6 grid gap-3">
        <Choice
          name="register-student"
          icon="book"
          title={<Trans>Studente</Trans>}
          text={<Trans>Segui corsi, impara dai formatori e trova opportunità di lavoro.</Trans>}
        />
        <Choice
          name="register-formatore"
          icon="star"
          title={<Trans>Formatore</Trans>}
          text={<Trans>Pubblica i tuoi corsi e fai crescere la tua rete professionale.</Trans>}
        />
        <Choice
          name="register-hr"
          icon="briefcase"
          title={<Trans>HR</Trans>}
          text={<Trans>Pubblica offerte di lavoro e trova i talenti giusti per la tua azienda.</Trans>}
        />
      </ul>
      <p className="mt-6 text-center text-sm text-slate-700">
        <Trans>Hai già un account?</Trans>{' '}
        <RouteLink name="login" className="font-semibold">
          <Trans>Accedi</Trans>
        </RouteLink>
      </p>
    </div>
  )
}
