module Types (Color (..), Point (..)) where

data Color = Red | Green | Blue deriving (Show, Eq, Ord)

data Point = Point {px :: Double, py :: Double}
