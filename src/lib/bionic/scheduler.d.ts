/** What bionic reading uses of React's scheduler, the one React DOM does its work in. */
declare module 'scheduler' {
  export const unstable_IdlePriority: number;
  export function unstable_scheduleCallback(priority: number, callback: () => void): unknown;
}
