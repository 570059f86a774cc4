// blog plugin: categories, posts (by the shop, user 0, or by shoppers), comments with one level of
// replies, and likes (one per user on a post, a comment or a reply).
// Comment and like counts are counted from these rows, never kept twice.
import type { Database } from 'better-sqlite3'

export function up(db: Database): void {
  db.exec(`
    CREATE TABLE blog_categories (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      name TEXT NOT NULL,
      icon TEXT NOT NULL DEFAULT '',
      sort INTEGER NOT NULL DEFAULT 0,
      is_enable INTEGER NOT NULL DEFAULT 1,
      add_time INTEGER NOT NULL DEFAULT 0
    );
    CREATE TABLE blogs (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      user_id INTEGER NOT NULL DEFAULT 0,            -- 0: written by the shop
      blog_category_id INTEGER NOT NULL DEFAULT 0,
      title TEXT NOT NULL,
      describe TEXT NOT NULL DEFAULT '',
      cover TEXT NOT NULL DEFAULT '',                -- site-relative image path
      content TEXT NOT NULL DEFAULT '',              -- sanitised HTML, site-relative image paths
      video_url TEXT NOT NULL DEFAULT '',
      goods_ids TEXT NOT NULL DEFAULT '[]',          -- goods the post recommends (JSON ids)
      seo_title TEXT NOT NULL DEFAULT '',
      seo_keywords TEXT NOT NULL DEFAULT '',
      seo_desc TEXT NOT NULL DEFAULT '',
      is_enable INTEGER NOT NULL DEFAULT 1,          -- the author's own switch
      status INTEGER NOT NULL DEFAULT 1,             -- 0 awaiting review, 1 approved, 2 refused
      is_recommended INTEGER NOT NULL DEFAULT 0,
      is_hot INTEGER NOT NULL DEFAULT 0,
      access_count INTEGER NOT NULL DEFAULT 0,
      add_time INTEGER NOT NULL DEFAULT 0,
      upd_time INTEGER NOT NULL DEFAULT 0
    );
    CREATE INDEX blogs_category ON blogs(blog_category_id, status, is_enable);
    CREATE INDEX blogs_user ON blogs(user_id);
    CREATE TABLE blog_comments (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      blog_id INTEGER NOT NULL REFERENCES blogs(id) ON DELETE CASCADE,
      user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      parent_id INTEGER NOT NULL DEFAULT 0,          -- 0: a comment; else the comment this reply sits under
      reply_user_id INTEGER NOT NULL DEFAULT 0,      -- the author of the reply answered (replies to replies)
      content TEXT NOT NULL,                         -- plain text
      status INTEGER NOT NULL DEFAULT 1,             -- 0 awaiting review (its author sees it), 1 shown
      add_time INTEGER NOT NULL DEFAULT 0
    );
    CREATE INDEX blog_comments_blog ON blog_comments(blog_id, parent_id, status);
    CREATE TABLE blog_thumbs (
      user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      blog_id INTEGER NOT NULL REFERENCES blogs(id) ON DELETE CASCADE,
      comment_id INTEGER NOT NULL DEFAULT 0,         -- 0: the post itself
      add_time INTEGER NOT NULL DEFAULT 0,
      PRIMARY KEY (user_id, blog_id, comment_id)
    );
    CREATE INDEX blog_thumbs_target ON blog_thumbs(blog_id, comment_id);
  `)
}
