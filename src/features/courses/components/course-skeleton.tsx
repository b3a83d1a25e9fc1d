import { Skeleton } from '../../../shared/ui/skeleton'

/** A course page while its details load. */
export function CourseSkeleton() {
  return (
    <div className="space-y-4">
      <Skeleton className="h-4 w-32" />
      <Skeleton className="h-10 w-2/3" />
      <Skeleton className="h-5 w-1/2" />
      <Skeleton className="mt-8 h-64 w-full" />
    </div>
  )
}
