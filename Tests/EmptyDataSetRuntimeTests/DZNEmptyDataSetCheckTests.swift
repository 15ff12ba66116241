// EmptyDataSet · EmptyDataSetRuntimeTests
// Licensed under the MIT licence; see LICENSE.

import EmptyDataSetRuntime
import EmptyDataSetRuntimeTestClasses
import Testing

extension ReloadHookTests {
  /// DZNEmptyDataSet linked into the same process: its category answers our selectors.
  @Suite("DZNEmptyDataSet side by side")
  struct DZNSideBySide {
    @Test("DZN's category and view class are found, each on its own; nothing is found without them")
    func findsTraces() throws {
      try requireRuntime()
      // The only test that defines DZN's class name, so it is absent until this test adds it.
      let scrollView = Hook.uniqueName("ScrollView")
      #expect(edst_define_plain_class(scrollView, nil))
      var traces = eds_find_dzn_empty_data_set(scrollView)
      #expect(!traces.viewClass && !traces.category)
      #expect(eds_dzn_empty_data_set_conflict(traces) == nil)

      // DZN's category adds -dzn_reloadEmptyDataSet to UIScrollView; subclasses inherit it.
      let table = Hook.uniqueName("Table")
      #expect(edst_define_plain_class(table, scrollView))
      #expect(edst_add_method(scrollView, "dzn_reloadEmptyDataSet", .noArgument, nil))
      traces = eds_find_dzn_empty_data_set(scrollView)
      #expect(traces.category && !traces.viewClass)
      #expect(eds_find_dzn_empty_data_set(table).category)

      #expect(edst_define_plain_class("DZNEmptyDataSetView", nil))
      traces = eds_find_dzn_empty_data_set(scrollView)
      #expect(traces.category && traces.viewClass)
      let other = Hook.uniqueName("ScrollView")
      #expect(edst_define_plain_class(other, nil))
      traces = eds_find_dzn_empty_data_set(other)
      #expect(traces.viewClass && !traces.category)
    }

    @Test("an unknown or empty class name finds no category")
    func unknownClass() throws {
      try requireRuntime()
      #expect(!eds_find_dzn_empty_data_set(Hook.uniqueName("Missing")).category)
      #expect(!eds_find_dzn_empty_data_set("").category)
    }

    @Test("the report names what was found, what breaks, and says to remove DZNEmptyDataSet")
    func conflictSentence() throws {
      let cases: [(EDSDZNEmptyDataSetTraces, [String], [String])] = [
        (
          EDSDZNEmptyDataSetTraces(viewClass: true, category: true),
          ["DZNEmptyDataSetView", "dzn_reloadEmptyDataSet"], []
        ),
        (
          EDSDZNEmptyDataSetTraces(viewClass: true, category: false), ["DZNEmptyDataSetView"],
          ["dzn_reloadEmptyDataSet"]
        ),
        (
          EDSDZNEmptyDataSetTraces(viewClass: false, category: true), ["dzn_reloadEmptyDataSet"],
          ["DZNEmptyDataSetView"]
        ),
      ]
      for (traces, named, notNamed) in cases {
        let sentence = try #require(eds_dzn_empty_data_set_conflict(traces).map(String.init))
        for name in named { #expect(sentence.contains(name)) }
        for name in notNamed { #expect(!sentence.contains(name)) }
        #expect(sentence.contains("Remove DZNEmptyDataSet from the target"))
        for selector in [
          "emptyDataSetSource", "emptyDataSetDelegate", "isEmptyDataSetVisible",
          "reloadEmptyDataSet",
        ] {
          #expect(sentence.contains(selector))
        }
      }
    }
  }
}
