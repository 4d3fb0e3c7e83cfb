{-# LANGUAGE CPP #-}

module Compat (sortUniq, version) where

#if MIN_VERSION_containers(0,6,0)
import qualified Data.Set as Set
#else
import Data.List (group, sort)
#endif

sortUniq :: Ord a => [a] -> [a]
#if MIN_VERSION_containers(0,6,0)
sortUniq = Set.toAscList . Set.fromList
#else
sortUniq = map head . group . sort
#endif

version :: String
version = "1.1"

name :: String
name = "compat"
