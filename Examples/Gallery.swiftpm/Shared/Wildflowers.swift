// EmptyDataSet · Examples/Gallery.swiftpm
// Licensed under the MIT licence; see LICENSE.

/// What the Field Guide scenes search (the GTK gallery's list).
let wildflowers = [
  "Bird's-foot trefoil", "Bluebell", "Common poppy", "Cornflower", "Cowslip", "Dog rose",
  "Foxglove", "Harebell", "Lady's bedstraw", "Meadow buttercup", "Meadowsweet", "Ox-eye daisy",
  "Primrose", "Ragged robin", "Red campion", "Sea thrift", "Selfheal", "Snake's head fritillary",
  "Teasel", "Tufted vetch", "Viper's bugloss", "Wild garlic", "Wood anemone", "Yellow rattle",
]
