{ lib, stdenv, fetchFromGitHub, cmake, ... }:

stdenv.mkDerivation rec {
  pname = "tally";
  version = "0.4.1";

  src = fetchFromGitHub {
    owner = "acme";
    repo = "tally";
    rev = "v${version}";
    hash = "sha256-AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=";
  };

  nativeBuildInputs = [ cmake ];
  buildInputs = [ ];

  meta = with lib; {
    description = "Count things fast";
    license = licenses.mit;
  };
}
