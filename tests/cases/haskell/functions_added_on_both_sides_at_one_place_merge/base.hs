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
