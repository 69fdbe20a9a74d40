// The phone number from site.yaml: a tel: link once it is a real number, plain text while it is
// still a [PLATZHALTER: …] marker (a link to a marker would dial nothing).
import React from "react";

export function PhoneNumber({ phone }: { phone: string }) {
  const dialable = phone.replace(/[^\d+]/g, "");
  if (phone.includes("[PLATZHALTER") || dialable.length < 5) return <span>{phone}</span>;
  return <a href={`tel:${dialable}`}>{phone}</a>;
}
