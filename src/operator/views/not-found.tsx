// An operator URL that does not exist (or a person who is gone), and a refused request.
import React from "react";
import { operatorPaths } from "../paths";
import { OperatorLayout } from "./layout";

export function NotFoundPage({ brand, title, text }: { brand: string; title: string; text: string }) {
  return (
    <OperatorLayout title={title} brand={brand} section="home">
      <h1>{title}</h1>
      <p>{text}</p>
      <p>
        <a href={operatorPaths.home}>Zur Übersicht</a>
      </p>
    </OperatorLayout>
  );
}
