import { View } from '@tarojs/components'
import type { ComponentType } from 'react'
import { isUnknownModule, type DiyModule, type DiyPage, type UnknownModule } from '@/api/diy'
import { boxStyle } from './box-style'
import { ArticleListModule } from './modules/article-list'
import { AuxiliaryBlankModule } from './modules/auxiliary-blank'
import { CarouselModule } from './modules/carousel'
import { GoodsListModule } from './modules/goods-list'
import { ImgMagicModule } from './modules/img-magic'
import { NavGroupModule } from './modules/nav-group'
import { NoticeModule } from './modules/notice'
import { RichTextModule } from './modules/rich-text'
import { RowLineModule } from './modules/row-line'
import { SearchModule } from './modules/search'
import { TitleModule } from './modules/title'
import './diy.scss'
import '@/i18n/locales/diy'

/** The one key -> renderer map; a key not here is skipped. */
const RENDERERS: { [K in DiyModule['key']]: ComponentType<{ module: Extract<DiyModule, { key: K }> }> } = {
  search: SearchModule,
  carousel: CarouselModule,
  'nav-group': NavGroupModule,
  notice: NoticeModule,
  title: TitleModule,
  'row-line': RowLineModule,
  'auxiliary-blank': AuxiliaryBlankModule,
  'rich-text': RichTextModule,
  'img-magic': ImgMagicModule,
  'goods-list': GoodsListModule,
  'article-list': ArticleListModule,
}

function ModuleView({ module }: { module: DiyModule | UnknownModule }) {
  if (isUnknownModule(module)) return null
  const Renderer = RENDERERS[module.key] as ComponentType<{ module: DiyModule }>
  return (
    <View className={`diy-module diy-module--${module.key}`} style={boxStyle(module.box)} data-testid={`diy-module-${module.key}`}>
      <Renderer module={module} />
    </View>
  )
}

/** A DIY page body: the modules in order inside the page box (header common_style). */
export function DiyBody({ page }: { page: DiyPage }) {
  return (
    <View className='diy-body' style={boxStyle(page.pageBox)} data-testid='diy-body'>
      {page.modules.map((module) => (
        <ModuleView key={module.id} module={module} />
      ))}
    </View>
  )
}
