export { isEmptyData, resourceMachine } from './resource.machine'
export type { ResourceContext, ResourceEvent, ResourceInput, ResourceLoadInput } from './resource.machine'
export { resourceView, type ResourceView } from './resource.view'
