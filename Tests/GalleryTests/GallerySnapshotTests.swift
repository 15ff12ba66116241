// EmptyDataSet · GalleryTests
// Licensed under the MIT licence; see LICENSE.

import Foundation
import GTKToolSupport
import Testing

/// Runs the gallery executable in snapshot mode for three scenes, with no display of its own
/// (it must start Xvfb itself), and checks the pictures: right size, not blank, and equal to
/// the committed goldens within a tolerance. Re-record the goldens with
/// `EMPTYDATASET_RECORD_GOLDENS=1 swift test --filter GalleryTests`.
@Suite("Gallery snapshots")
struct GallerySnapshotTests {
  /// A status page, an attributed title, and the dark scene with a background colour.
  static let scenes = ["recipes", "map-search", "music-dark"]
  static let sizes = [(390, 844), (1024, 768)]
  static let run = GalleryRun(scenes: scenes)

  @Test("the gallery exits cleanly and says it started Xvfb when there is no display")
  func exitsCleanly() {
    let run = Self.run
    #expect(run.status == 0, "gallery failed:\n\(run.output)")
    #expect(run.output.contains("started Xvfb"), "output:\n\(run.output)")
  }

  @Test("every scene is rendered at both sizes", arguments: scenes)
  func rendersBothSizes(scene: String) throws {
    for (width, height) in Self.sizes {
      let path = Self.run.path(scene, width, height)
      let image = try #require(RGBAPixels(png: path), "no PNG at \(path)")
      #expect(
        image.width == width && image.height == height, "\(path) is \(image.width)×\(image.height)")
      #expect(PNGHeader.size(of: path).map { $0 == (width, height) } == true)
    }
  }

  @Test("no picture is blank: it has a background, ink and several tones", arguments: scenes)
  func notBlank(scene: String) throws {
    for (width, height) in Self.sizes {
      let image = try #require(RGBAPixels(png: Self.run.path(scene, width, height)))
      let background = image.mostCommonColour
      #expect(image.fraction(differingFrom: background, by: 48) > 0.01, "\(scene) looks blank")
      #expect(image.distinctTones >= 8, "\(scene) has only \(image.distinctTones) tones")
    }
  }

  @Test("pictures match the committed goldens", arguments: scenes)
  func matchesGoldens(scene: String) throws {
    for (width, height) in Self.sizes {
      let name = "\(scene)-\(width)x\(height).png"
      let actualPath = Self.run.path(scene, width, height)
      let goldenPath = GalleryRun.goldens + "/" + name
      if ProcessInfo.processInfo.environment["EMPTYDATASET_RECORD_GOLDENS"] == "1" {
        try? FileManager.default.removeItem(atPath: goldenPath)
        try FileManager.default.copyItem(atPath: actualPath, toPath: goldenPath)
        continue
      }
      let actual = try #require(RGBAPixels(png: actualPath))
      let golden = try #require(
        RGBAPixels(png: goldenPath),
        "no golden \(goldenPath); record with EMPTYDATASET_RECORD_GOLDENS=1")
      let differing = actual.differingFraction(from: golden, tolerance: 48)
      #expect(
        differing <= 0.0025,
        "\(name): \(String(format: "%.2f", differing * 100))% of pixels differ; actual at \(actualPath)"
      )
    }
  }

  @Test("index.html links every picture with a relative path")
  func indexLinksPictures() throws {
    let html = try String(contentsOfFile: Self.run.directory + "/index.html", encoding: .utf8)
    for scene in Self.scenes {
      for (width, height) in Self.sizes {
        #expect(html.contains("href=\"\(scene)-\(width)x\(height).png\""))
      }
    }
    #expect(!html.contains(Self.run.directory), "index.html must use relative links")
  }

  @Test("an unknown scene is refused with a message and status 2")
  func unknownScene() throws {
    let result = try GalleryRun.execute(["--snapshot", NSTemporaryDirectory(), "--scenes", "nope"])
    #expect(result.status == 2)
    #expect(result.output.contains("unknown scene(s) nope"))
  }
}
