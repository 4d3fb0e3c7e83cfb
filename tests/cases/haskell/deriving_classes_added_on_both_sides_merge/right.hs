module Types (Color (..), Point (..)) where

data Color = Red | Green | Blue deriving (Show, Eq, Enum, Bounded)

data Point = Point {px :: Double, py :: Double}
