import type { ProjectScene, ProjectStage } from "../../content/visuals";
import { describeProjectPicture } from "./describe";
import { DrawingFrame, type DrawingProps } from "./Drawing";
import { EXT_GROUND, ExtensionScene } from "./projects/Extension";
import { LoftScene } from "./projects/Loft";
import { SashScene } from "./projects/Sash";

const scenes = { extension: ExtensionScene, sash: SashScene, loft: LoftScene } as const;

type ProjectIllustrationProps = {
  scene: ProjectScene;
  stage: ProjectStage;
  /** The drawing's accessible name; defaults to a description of scene and stage. An empty string marks it decorative. */
  title?: string;
} & DrawingProps;

/**
 * One stage of a sample project, drawn as an architect's elevation. The
 * three stages of a scene share one viewpoint, so before and after line up
 * under the comparison slider; the paper is opaque so one can cover the other.
 */
export function ProjectIllustration({ scene, stage, title, ...props }: ProjectIllustrationProps) {
  const Scene = scenes[scene];
  return (
    <DrawingFrame
      label={title ?? describeProjectPicture(scene, stage)}
      ground={scene === "extension" ? EXT_GROUND : undefined}
      {...props}
    >
      {(id) => <Scene stage={stage} id={`${id}p`} />}
    </DrawingFrame>
  );
}
