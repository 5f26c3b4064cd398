import { useLoaderData } from "react-router";

/** One loader, a title: the least a React Router page can do. */
export function loader() {
  return { message: "Hallo" };
}

export function meta() {
  return [{ title: "Baseline" }];
}

export default function Home() {
  const { message } = useLoaderData<typeof loader>();
  return <h1>{message}</h1>;
}
