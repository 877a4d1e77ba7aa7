import type { ComponentProps } from "react";
import type { ResponsiveImageData } from "../../lib/images";

interface ResponsiveImageProps extends Omit<ComponentProps<"img">, "src" | "alt" | "width" | "height" | "sizes"> {
  image: ResponsiveImageData;
  /** True for the page's largest image above the fold. */
  priority?: boolean;
}

/** A <picture> with AVIF and WebP sources and explicit dimensions. */
export function ResponsiveImage({ image, priority = false, className, ...props }: ResponsiveImageProps) {
  return (
    <picture>
      {image.sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcset} sizes={image.sizes} />
      ))}
      <img
        src={image.src}
        alt={image.alt}
        width={image.width}
        height={image.height}
        loading={priority ? "eager" : "lazy"}
        decoding="async"
        fetchPriority={priority ? "high" : "auto"}
        className={className}
        {...props}
      />
    </picture>
  );
}
