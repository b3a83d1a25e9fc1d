/** A course's progress as a labelled progress bar (the label is the element named by `labelledBy`). */
export function ProgressBar({
  percent,
  labelledBy,
  className = '',
}: {
  percent: number
  labelledBy: string
  className?: string
}) {
  return (
    <div
      role="progressbar"
      aria-labelledby={labelledBy}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      className={`h-2 overflow-hidden rounded-full bg-slate-200 ${className}`}
    >
      <div className="h-full bg-brand-700" style={{ width: `${percent}%` }} />
    </div>
  )
}
