// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

type Wad is uint256;

uint256 constant WAD = 1e18;
uint256 constant HALF_WAD = 5e17;

function wmul(Wad a, Wad b) pure returns (Wad) {
    return Wad.wrap((Wad.unwrap(a) * Wad.unwrap(b)) / WAD);
}

function wdiv(Wad a, Wad b) pure returns (Wad) {
    return Wad.wrap((Wad.unwrap(a) * WAD) / Wad.unwrap(b));
}
