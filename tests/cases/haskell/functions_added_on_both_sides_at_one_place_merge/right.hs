module Geometry.Shape
  ( Shape (..)
  , area
  ) where

data Shape
  = Circle Double
  | Rect Double Double
  deriving (Show, Eq)

-- | The area of a shape.
area :: Shape -> Double
area (Circle r) = pi * r * r
area (Rect w h) = w * h

-- | Grows a shape by a factor.
scale :: Double -> Shape -> Shape
scale k (Circle r) = Circle (k * r)
scale k (Rect w h) = Rect (k * w) (k * h)
