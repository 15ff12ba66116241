// EmptyDataSet · EmptyDataSetCore
// Licensed under the MIT licence; see LICENSE.

// Applying what the controller decided: frames from the core layout, and the image animation.
extension EmptyDataSetController {
  /// Lays out the shown configuration. After a resize, a layout equal to the last one is not
  /// applied again; after a show or an update it always is (new content needs its frames).
  ///
  /// A container without area has not been sized by its platform yet (a list attached before
  /// its window was first laid out): nothing is measured or applied for it, since every size
  /// would be a guess (texts measured at zero width), and the host's ``containerDidChange()``
  /// lays out once the container has its size. So each show is laid out once, with real sizes.
  ///
  /// Only for a host that lets the controller lay out (``EmptyDataSetLayoutHosting``); other
  /// hosts run the layout in their toolkit's own pass.
  func relayout(force: Bool = false) {
    guard let configuration, let layoutHost else { return }
    let container = layoutHost.layoutContainer
    lastContainer = container
    guard container.size.width > 0, container.size.height > 0 else { return }
    let request = LayoutRequest(configuration: configuration, container: container)
    let newLayout = EmptyDataSetLayout.make(for: request) { element, width in
      layoutHost.measure(element, availableWidth: width)
    }
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
