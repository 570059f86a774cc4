import { Image, Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { useState, type ReactNode } from 'react'
import type { GoodsComment, GoodsDetail } from '@/api/goods'
import { Carousel } from '@/components/carousel/carousel'
import { t } from '@/i18n'
import '@/i18n/locales/goods'
import { previewImages } from '@/components/image-viewer/image-preview'
import { FIRST_SCREEN_IMAGE, LAZY_IMAGE } from '@/lib/image-loading'
import { pressable, imageAlt } from '@/lib/a11y'
import { VideoPlayer } from '@/components/video-player/video-player'

/** Photos (and the video first when there is one) with a "2/5" counter; tap to preview. */
/** `overlay`: drawn over the photos (plugin labels). */
export const GoodsGallery = observer(function GoodsGallery({
  goods,
  overlay,
}: {
  goods: Pick<GoodsDetail, 'photos' | 'video' | 'image' | 'title'>
  overlay?: ReactNode
}) {
  const [current, setCurrent] = useState(0)
  const photos = goods.photos.length ? goods.photos : [goods.image].filter(Boolean)
  // The video, when there is one, is the first slide.
  const slides = [...(goods.video ? [{ key: 'video', video: goods.video, photo: '' }] : []), ...photos.map((photo) => ({ key: photo, video: '', photo }))]
  const total = slides.length
  return (
    <View className='gd-gallery' data-testid='goods-gallery'>
      {overlay}
      <Carousel
        className='gd-gallery__swiper'
        interval={0}
        items={slides}
        itemKey={(slide) => slide.key}
        onChange={setCurrent}
        render={(slide, index) =>
          slide.video ? (
            <VideoPlayer className='gd-gallery__image' src={slide.video} poster={photos[0]} />
          ) : (
            <Image
              className='gd-gallery__image'
              src={slide.photo}
              mode='aspectFill'
              onClick={() => previewImages(photos, slide.photo)}
              {...pressable(() => previewImages(photos, slide.photo))}
              {...imageAlt(t('goods.photo_n', { title: goods.title, n: index + 1, total }), index === 0 ? FIRST_SCREEN_IMAGE : LAZY_IMAGE)}
            />
          )
        }
      />
      {total > 1 ? (
        <Text className='gd-gallery__counter'>
          {current + 1}/{total}
        </Text>
      ) : null}
    </View>
  )
})

export function Stars({ rating }: { rating: number }) {
  return (
    <Text className='gd-stars' aria-label={t('goods.stars', { n: rating })}>
      {[1, 2, 3, 4, 5].map((n) => (
        <Text key={n} className={n <= rating ? 'gd-stars__on' : 'gd-stars__off'}>
          ★
        </Text>
      ))}
    </Text>
  )
}

/** One review: who, when, stars, text, photos, spec and the shop's reply. */
export const CommentItem = observer(function CommentItem({ comment }: { comment: GoodsComment }) {
  return (
    <View className='gd-comment' data-testid='comment-item'>
      <View className='gd-comment__head'>
        <Image className='gd-comment__avatar' src={comment.avatar} mode='aspectFill' {...imageAlt('', LAZY_IMAGE)} />
        <Text className='gd-comment__name'>{comment.isAnonymous && !comment.userName ? t('goods.anonymous') : comment.userName || t('goods.anonymous')}</Text>
        <Stars rating={comment.rating} />
      </View>
      <Text className='gd-comment__content'>{comment.content}</Text>
      {comment.images.length ? (
        <View className='gd-comment__images'>
          {comment.images.map((image) => (
            <Image
              key={image}
              className='gd-comment__image'
              src={image}
              mode='aspectFill'
              {...imageAlt('', LAZY_IMAGE)}
              onClick={() => previewImages(comment.images, image)}
              {...pressable(() => previewImages(comment.images, image))}
            />
          ))}
        </View>
      ) : null}
      <View className='gd-comment__meta'>
        <Text>{comment.time}</Text>
        {comment.specText ? <Text className='gd-comment__spec'>{comment.specText}</Text> : null}
      </View>
      {comment.reply ? (
        <View className='gd-comment__reply'>
          <Text className='gd-comment__reply-label'>{t('goods.reply')}</Text>
          <Text>{comment.reply}</Text>
        </View>
      ) : null}
    </View>
  )
})
