ThisBuild / scalaVersion := "2.13.14"
ThisBuild / organization := "org.example"
ThisBuild / versionScheme := Some("early-semver")

lazy val core = project
  .settings(name := "example-core")

lazy val docs = project
  .dependsOn(core)
