import { type ComponentProps, useId } from "react";
import type { ProjectScene, ProjectStage } from "../../content/visuals";
import { describeProjectPicture } from "./describe";
import { Sheet, VIEW_H, VIEW_W } from "./parts";
import { EXT_GROUND, ExtensionScene } from "./projects/Extension";
import { LoftScene } from "./projects/Loft";
import { SashScene } from "./projects/Sash";

const scenes = { extension: ExtensionScene, sash: SashScene, loft: LoftScene } as const;

type ProjectIllustrationProps = {
  scene: ProjectScene;
  stage: ProjectStage;
  /** The drawing's accessible name; defaults to a description of scene and stage. An empty string marks it decorative. */
  title?: string;
} & Omit<ComponentProps<"svg">, "children">;

/**
 * One stage of a sample project, drawn as an architect's elevation. The
 * three stages of a scene share one viewpoint, so before and after line up
 * under the comparison slider; the paper is opaque so one can cover the other.
 */
export function ProjectIllustration({ scene, stage, title, className, ...props }: ProjectIllustrationProps) {
  const id = useId();
  const name = title ?? describeProjectPicture(scene, stage);
  const Scene = scenes[scene];
  return (
    <svg
      viewBox={`0 0 ${VIEW_W} ${VIEW_H}`}
      role="img"
      {...(name ? { "aria-labelledby": id } : { "aria-hidden": true })}
      className={className}
      {...props}
    >
      {name && <title id={id}>{name}</title>}
      <g fill="none" strokeLinecap="round" strokeLinejoin="round">
        <Sheet ground={scene === "extension" ? EXT_GROUND : VIEW_H} />
        <Scene stage={stage} id={`${id}p`} />
      </g>
    </svg>
  );
}
