import styles from "@/components/blog/BlogProse.module.css";

/** Rendered post HTML. Only ever give it the output of renderMarkdown (sanitised). */
export function PostBody({ html, className = "" }: { html: string; className?: string }) {
  return <div className={`${styles.prose} ${className}`} dangerouslySetInnerHTML={{ __html: html }} />;
}
