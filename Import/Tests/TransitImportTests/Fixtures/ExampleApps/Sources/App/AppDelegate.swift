import UIKit

/// No code sets the window's root: the Info.plist next to this file names the main storyboard.
@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
}
