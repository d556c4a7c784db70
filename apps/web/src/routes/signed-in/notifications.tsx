export function Component() {
  return <h1>signed-in/notifications</h1>;
}
