export { isEmptyData, resourceMachine } from './resource.machine'
export type { ResourceContext, ResourceEvent, ResourceInput, ResourceLoadInput } from './resource.machine'
