// EmptyDataSet · EmptyDataSetCore
// Licensed under the MIT licence; see LICENSE.

// Applying what the controller decided: frames from the core layout, and the image animation.
extension EmptyDataSetController {
  /// An element measured at an available width; the key of the sizes kept between layouts.
  struct MeasuredElement: Hashable {
    var element: EmptyDataSetLayout.Element
    var availableWidth: Double
  }

  /// Lays out the shown configuration. After a resize, a layout equal to the last one is not
  /// applied again; after a show or an update it always is (new content needs its frames).
  ///
  /// Each element is measured once per content and available width: a container that only
  /// moved (a scroll) or changed its insets without changing the width measures nothing, so a
  /// host may report a moving container on every frame. `remeasures` forgets the sizes: the
  /// content changed (a show, an update) or its natural sizes did (the text size).
  ///
  /// The view's frame is placed in the host's coordinates: the layout's, moved by the
  /// container's ``LayoutContainer/origin``.
  ///
  /// A container without area has not been sized by its platform yet (a list attached before
  /// its window was first laid out): nothing is measured or applied for it, since every size
  /// would be a guess (texts measured at zero width), and the host's ``containerDidChange()``
  /// lays out once the container has its size. So each show is laid out once, with real sizes.
  ///
  /// Only for a host that lets the controller lay out (``EmptyDataSetLayoutHosting``); other
  /// hosts run the layout in their toolkit's own pass.
  func relayout(force: Bool = false, remeasures: Bool = false) {
    if remeasures, !measuredSizes.isEmpty { measuredSizes = [:] }
    guard let configuration, let layoutHost else { return }
    let container = layoutHost.layoutContainer
    lastContainer = container
    guard container.size.width > 0, container.size.height > 0 else { return }
    let request = LayoutRequest(configuration: configuration, container: container)
    var measured = measuredSizes
    var newLayout = EmptyDataSetLayout.make(for: request) { element, width in
      let key = MeasuredElement(element: element, availableWidth: width)
      if let size = measured[key] { return size }
      let size = layoutHost.measure(element, availableWidth: width)
      measured[key] = size
      return size
    }
    measuredSizes = measured
    let origin = container.origin.sanitized
    newLayout.viewFrame.x += origin.x
    newLayout.viewFrame.y += origin.y
    guard force || newLayout != layout else { return }
    layout = newLayout
    layoutHost.applyLayout(newLayout)
  }

  func updateImageAnimation(forceStop: Bool = false) {
    let shouldRun = !forceStop && isVisible && configuration?.runsImageAnimation == true
    guard shouldRun != isImageAnimationRunning else { return }
    isImageAnimationRunning = shouldRun
    host.setImageAnimationRunning(shouldRun)
  }
}
