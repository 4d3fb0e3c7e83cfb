module Text.Slug (slugify, isWordChar) where

import Data.Char (isAlphaNum, isSpace, toLower)
import qualified Data.Text as T

slugify :: T.Text -> T.Text
slugify = T.map toLower . T.filter isWordChar

isWordChar :: Char -> Bool
isWordChar c = isAlphaNum c || isSpace c
