import type { FaqArticle } from './faq';

/**
 * An article's answer: its intro, then the steps as a numbered list (an image line shows the image with
 * its name as the text alternative). Shared by the chat's article view and the /faq page.
 */
export function FaqArticleBody({ article, stepsLabel, className }: { article: FaqArticle; stepsLabel: string; className?: string }) {
  return (
    <div className={className}>
      <p>{article.intro}</p>
      <ol aria-label={stepsLabel}>
        {article.lines.map((line, i) => (
          <li key={i}>{'text' in line ? line.text : <img src={line.image} alt={line.name} />}</li>
        ))}
      </ol>
    </div>
  );
}
