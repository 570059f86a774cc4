import { registerLocale } from '../index'
// Texts of the parts the content plugins share (src/pages/plugins/kit: comments, share, editor, sheet).
const locale = {
  zh: {
    close: '关闭',
    share: '分享',
    editor_images: '插入图片（最多 {max} 张，显示在正文之后）',
    pending: '待审核',
    reply: '回复',
    reply_to: '回复 {name}',
    comments_title: '评论（{n}）',
    write_comment: '写评论',
    comments_empty: '还没有评论，来说两句吧',
    more_replies: '查看更多回复（{n}）',
    comment_hint: '说说你的看法',
    emoji: '表情',
    chars_left: '还可输入 {n} 字',
    chars_over: '已超出 {n} 字',
    send: '发送',
    likes: '赞 {n}',
    view_all_comments: '查看全部评论',
  },
  en: {
    close: 'Close',
    share: 'Share',
    editor_images: 'Pictures (up to {max}, shown after the text)',
    pending: 'Awaiting review',
    reply: 'Reply',
    reply_to: 'Reply to {name}',
    comments_title: 'Comments ({n})',
    write_comment: 'Write a comment',
    comments_empty: 'No comments yet: be the first to say something',
    more_replies: '{n} more {n|reply|replies}',
    comment_hint: 'Share your thoughts',
    emoji: 'Emoji',
    chars_left: '{n} {n|character|characters} left',
    chars_over: '{n} {n|character|characters} too many',
    send: 'Send',
    likes: 'Like · {n}',
    view_all_comments: 'View all comments',
  },
}

registerLocale('plugin-content', locale)

export default locale
