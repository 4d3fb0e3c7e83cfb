ThisBuild / scalaVersion := "2.13.14"
ThisBuild / organization := "org.example"
ThisBuild / licenses := Seq(License.Apache2)

lazy val core = project
  .settings(name := "example-core")

lazy val bench = project
  .dependsOn(core)
  .enablePlugins(JmhPlugin)
