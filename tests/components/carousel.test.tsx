import { render, screen } from '@testing-library/react'
import { Text } from '@tarojs/components'
import { Carousel } from '@/components/carousel/carousel'

describe('Carousel', () => {
  it('draws the slide in sight first and the others once it has painted, each in its own place', async () => {
    const { container } = render(
      <Carousel items={['one', 'two', 'three']} itemKey={(item) => item} render={(item) => <Text>{`slide ${item}`}</Text>} interval={0} dots />,
    )
    // The first commit holds only the slide in sight (its pictures go first); the places of the others
    // are already there, so the track does not change size when they fill.
    expect(screen.getByText('slide one')).toBeTruthy()
    expect(screen.queryByText('slide two')).toBeNull()
    expect(container.querySelectorAll('.carousel__item')).toHaveLength(3)
    expect(await screen.findByText('slide three')).toBeTruthy()
    expect(screen.getByText('slide two')).toBeTruthy()
  })
})
