export declare const serverDir: string;
export declare const serverEntry: string;
export declare const serverStampFile: string;
export declare const webStampFile: string;
export declare function serverBuildStale(): boolean;
export declare function webBuildStale(): boolean;
export declare function serverEnv(env?: NodeJS.ProcessEnv): NodeJS.ProcessEnv;
