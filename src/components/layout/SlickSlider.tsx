import * as React from "react";
import Slider from "react-slick";
import "slick-carousel/slick/slick.css";

/**
 * react-slick with the settings every slider of the site shares (one slide, infinite, no
 * arrows, no pause on hover). Only ever imported lazily, by AutoSlider.
 */
export default function SlickSlider({
  children,
  className,
  autoplaySpeed,
  speed,
  playing,
  onReady,
}: {
  children: readonly React.ReactNode[];
  className: string;
  autoplaySpeed: number;
  speed: number;
  playing: boolean;
  onReady: () => void;
}) {
  const ref = React.useRef<Slider>(null);

  React.useEffect(() => {
    if (playing) ref.current?.slickPlay();
    else ref.current?.slickPause();
  }, [playing]);

  // The first slide is already on screen as a still image: reveal the slider once it has
  // measured itself, on the next frame, so the swap is invisible.
  React.useEffect(() => {
    const frame = window.requestAnimationFrame(onReady);
    return () => window.cancelAnimationFrame(frame);
  }, [onReady]);

  return (
    <div className={className}>
      <Slider
        ref={ref}
        infinite
        speed={speed}
        autoplay={playing}
        autoplaySpeed={autoplaySpeed}
        slidesToShow={1}
        slidesToScroll={1}
        arrows={false}
        dots={false}
        pauseOnHover={false}
        pauseOnFocus={false}
        accessibility={false}
        swipeToSlide
      >
        {children.map((slide, i) => (
          <div key={i}>{slide}</div>
        ))}
      </Slider>
    </div>
  );
}
