ThisBuild / scalaVersion := "2.13.14"
ThisBuild / organization := "org.example"

lazy val core = project
  .settings(name := "example-core")
