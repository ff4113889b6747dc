import styled from 'styled-components';
import { focusRing, SafeHtml } from '@wl/ui-kit';

export interface HelpArticle {
  id: number;
  title: string;
  /** Operator HTML. */
  content: string;
}

const List = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
`;

const Article = styled.details`
  border: ${({ theme }) => `${theme.size.border} solid ${theme.colors.border}`};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};

  summary {
    display: flex;
    align-items: center;
    min-block-size: ${({ theme }) => theme.size.touch};
    padding-inline: ${({ theme }) => theme.space.md};
    font-weight: ${({ theme }) => theme.fontWeight.bold};
    cursor: pointer;
    ${focusRing}
  }

  > div {
    padding: 0 ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.md};
    overflow-wrap: anywhere;
  }
`;

/** Questions and answers from the server's help content: the question opens its (sanitised) answer. */
export function HelpArticles({ articles }: { articles: readonly HelpArticle[] }) {
  return (
    <List>
      {articles.map((article) => (
        <Article key={article.id}>
          <summary>
            <bdi>{article.title}</bdi>
          </summary>
          <div>
            <SafeHtml html={article.content} />
          </div>
        </Article>
      ))}
    </List>
  );
}
