export function App() {
  return (
    <main>
      <h1>Rota</h1>
      <form aria-label="Log In">
        <label>
          Email
          <input type="email" name="email" />
        </label>
        <label>
          Password
          <input type="password" name="password" />
        </label>
        <button type="submit">Log In</button>
      </form>
    </main>
  );
}
