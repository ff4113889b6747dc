import type { Meta, StoryObj } from '@storybook/react-vite';
import { SafeHtml } from './safe-html';

const meta = { title: 'ui-kit/SafeHtml', component: SafeHtml } satisfies Meta<typeof SafeHtml>;
export default meta;
type Story = StoryObj<typeof meta>;

/** An operator's notice as the back office writes it: headings, a list, a table, a link. */
export const OperatorNotice: Story = {
  args: {
    html: `<h3>Weekend reload bonus</h3>
<p>Deposit <strong>100</strong> or more on Saturday or Sunday and get <em>20%</em> back as bonus.</p>
<ul><li>Once per day</li><li>Wagering 5× before withdrawal</li></ul>
<table><thead><tr><th>Deposit</th><th>Bonus</th></tr></thead><tbody><tr><td>100</td><td>20</td></tr><tr><td>1,000</td><td>200</td></tr></tbody></table>
<p><a href="https://example.com/terms">Full terms</a></p>`,
  },
};
/**
 * What the sanitiser leaves of hostile markup: no script, no event handler, no `javascript:` link, no
 * style that could cover the page. Only the words remain.
 */
export const HostileMarkupIsSanitised: Story = {
  args: {
    html: `<p>Claim your prize<script>alert('stolen')</script></p>
<img src="x" onerror="alert('stolen')" alt="">
<p><a href="javascript:alert('stolen')">Open</a></p>
<div style="position:fixed;inset:0;background:red">Covers the page</div>`,
  },
};
/** A notice written right to left shows in its own direction on any page. */
export const RightToLeftText: Story = {
  args: { html: '<p>مرحبا بك في الموقع. العرض متاح حتى نهاية الشهر.</p>' },
};
