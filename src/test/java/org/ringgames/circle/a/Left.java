package org.ringgames.circle.a;

import org.ringgames.circle.b.Right;

/** Half of a deliberate package circle, for PackageCycleTest to find. */
public class Left {
    public Object other() {
        return new Right();
    }
}
