import { Trans } from '@lingui/react/macro'
import type { PageProps } from '../../../shared/lib/routing'
import { RegisterForm } from '../components/register-form'

export function RegisterStudentPage({ title }: PageProps) {
  return (
    <div className="mx-auto max-w-xl">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900">{title}</h1>
      <p className="mt-2 text-sm text-slate-700">
        <Trans>Crea il tuo account da studente: segui corsi e impara dai migliori formatori.</Trans>
      </p>
      <RegisterForm role="student" />
    </div>
  )
}

export function RegisterTrainerPage({ title }: PageProps) {
  return (
    <div className="mx-auto max-w-xl">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900">{title}</h1>
      <p className="mt-2 text-sm text-slate-700">
        <Trans>Crea il tuo account da formatore: pubblica corsi e fai crescere la tua rete.</Trans>
      </p>
      <RegisterForm role="trainer" />
    </div>
  )
}

export function RegisterHrPage({ title }: PageProps) {
  return (
    <div className="mx-auto max-w-xl">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900">{title}</h1>
      <p className="mt-2 text-sm text-slate-700">
        <Trans>Crea l'account della tua azienda: pubblica offerte di lavoro e trova talenti.</Trans>
      </p>
      <RegisterForm role="hr" />
    </div>
  )
}
