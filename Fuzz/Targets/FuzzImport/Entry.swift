// SPDX-License-Identifier: MIT
import CFuzzDriver
import TransitImport

/// One input per call (libFuzzer's own main calls it by this name).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOne(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    ImportHarness.draft(bytes)
    return 0
}

/// SwiftPM links an executable's entry point under this name; it hands control to libFuzzer's driver.
@_cdecl("FuzzImport_main")
public func fuzzMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> Int32 {
    var c = argc
    var v = argv
    return LLVMFuzzerRunDriver(&c, &v) { fuzzOne($0, $1) }
}
