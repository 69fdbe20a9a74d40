// What every mail is written with: its heading, section headings and paragraphs, each with its
// inline style and its dark-mode class (theme.ts) stated here once.
import React from "react";
import { Heading } from "@react-email/heading";
import { Text } from "@react-email/text";
import { cls, styles } from "./theme";

interface BlockProps {
  children: React.ReactNode;
  style?: React.CSSProperties;
}

/** The mail's one heading. */
export function Title({ children }: BlockProps) {
  return (
    <Heading as="h1" style={styles.h1} className={cls.text}>
      {children}
    </Heading>
  );
}

export function Subheading({ children, style = styles.h2 }: BlockProps) {
  return (
    <Heading as="h2" style={style} className={cls.text}>
      {children}
    </Heading>
  );
}

/** A paragraph of body text; `muted` for the smaller grey lines (hints, small print). */
export function Paragraph({ children, muted, style }: BlockProps & { muted?: boolean }) {
  return (
    <Text style={style ?? (muted ? styles.small : styles.text)} className={muted ? cls.muted : cls.text}>
      {children}
    </Text>
  );
}
