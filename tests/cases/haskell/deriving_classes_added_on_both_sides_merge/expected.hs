module Types (Color (..), Point (..)) where

data Color = Red | Green | Blue deriving (Show, Eq, Ord, Enum, Bounded)

data Point = Point {px :: Double, py :: Double}
