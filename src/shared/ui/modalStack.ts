// Open dialogs, innermost last. Only the innermost one answers Escape and keeps focus, so a dialog
// opened over another (e.g. the session timeout over Support) does not close both at once.
const stack: symbol[] = [];

export function pushModal(id: symbol): void {
  stack.push(id);
}

export function removeModal(id: symbol): void {
  const index = stack.indexOf(id);
  if (index >= 0) stack.splice(index, 1);
}

export function isTopModal(id: symbol): boolean {
  return stack[stack.length - 1] === id;
}

export function openModalCount(): number {
  return stack.length;
}
