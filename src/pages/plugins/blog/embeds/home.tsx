import { useCallback } from 'react'
import { HOME_BLOCKS, HOME_BLOCKS_AFTER_FLOORS, type HomeSlotProps } from '@/slots/slots'
import { registerEmbed } from '@/slots/slot'
import { BlogHomeBlock } from '../components/blog-home-block'

// The blog list on home (api-plugins-2 §1): above the floors (location 0) or after them (location 1), as
// the home answer's plugins_blog_data.base.home_data_location says; each place draws it only for its own.
function HomeBlogAbove({ pluginData, onSettled }: HomeSlotProps) {
  const settled = useCallback(() => onSettled('blog'), [onSettled])
  return <BlogHomeBlock data={pluginData.blog} location={0} onSettled={settled} />
}

function HomeBlogAfter({ pluginData }: HomeSlotProps) {
  return <BlogHomeBlock data={pluginData.blog} location={1} />
}

registerEmbed(HOME_BLOCKS, { plugin: 'blog', order: 60, component: HomeBlogAbove })
registerEmbed(HOME_BLOCKS_AFTER_FLOORS, { plugin: 'blog', order: 60, component: HomeBlogAfter })
