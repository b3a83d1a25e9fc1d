import type { ReactNode } from 'react'

/** The heading band of a list page: the h1 and an optional lead paragraph. */
export function PageHeader({
  title,
  lead,
  children,
}: {
  title: string
  lead?: ReactNode
  children?: ReactNode
}) {
  return (
    <div className="border-b border-slate-200 bg-white">
      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">{title}</h1>
        {lead && <p className="mt-2 max-w-2xl text-slate-700">{lead}</p>}
        {children}
      </div>
    </div>
  )
}
